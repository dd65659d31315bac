"""RReLU -> hf.LaplaceActivation: synthesised by warpgym synth (seed 10, index 26, transformers#2, dim 0 x946)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """RReLU -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(3784, 32, 32, 32)]


def get_init_inputs():
    return []
