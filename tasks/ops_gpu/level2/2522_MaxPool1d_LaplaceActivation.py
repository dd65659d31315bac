"""MaxPool1d -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 3997, transformers#2, dim 0 x1921)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """MaxPool1d -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(491776, 512)]


def get_init_inputs():
    return []
