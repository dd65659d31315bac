"""F.relu -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 4991, transformers#2, dim 0 x14834)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """F.relu -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = F.relu(x)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1898752, 256)]


def get_init_inputs():
    return []
