"""hf.LaplaceActivation -> AdaptiveMaxPool2d -> torch.amin: synthesised by warpgym synth (seed 7, index 2755, transformers#3, dim 0 x2232)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> AdaptiveMaxPool2d -> torch.amin"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()
        self.adaptivemaxpool2d_1 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = self.adaptivemaxpool2d_1(x)
        x = torch.amin(x)
        return x


def get_inputs():
    return [torch.randn(8928, 32, 32, 32)]


def get_init_inputs():
    return []
