"""hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 870, transformers#1, dim 0 x16273)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(2082944, 256)]


def get_init_inputs():
    return []
