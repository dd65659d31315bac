"""hf.LaplaceActivation -> F.relu -> torch.std: synthesised by warpgym synth (seed 7, index 1337, transformers#3, dim 0 x2492)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> F.relu -> torch.std"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = F.relu(x)
        x = torch.std(x)
        return x


def get_inputs():
    return [torch.randn(39872, 64, 128)]


def get_init_inputs():
    return []
