"""Softmax2d -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 1249, transformers#2, dim 0 x3033)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """Softmax2d -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(48528, 64, 128)]


def get_init_inputs():
    return []
