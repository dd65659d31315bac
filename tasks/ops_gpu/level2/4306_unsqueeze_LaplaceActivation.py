"""torch.unsqueeze -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 6764, transformers#2, dim 0 x3980)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.unsqueeze -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = torch.unsqueeze(x, -1)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(15920, 32, 32, 32)]


def get_init_inputs():
    return []
