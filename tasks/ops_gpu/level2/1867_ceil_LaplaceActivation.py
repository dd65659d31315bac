"""torch.ceil -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 2958, transformers#2, dim 0 x905)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.ceil -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = torch.ceil(x)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(3620, 16, 8, 8, 8)]


def get_init_inputs():
    return []
