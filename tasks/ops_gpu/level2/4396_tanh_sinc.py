"""F.tanh -> torch.sinc: synthesised by warpgym synth (seed 7, index 6908, torch#2, dim 0 x9914)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> torch.sinc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanh(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(1268992, 256)]


def get_init_inputs():
    return []
