"""torch.ceil -> Sigmoid: synthesised by warpgym synth (seed 7, index 6391, torch#2, dim 0 x4031)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ceil -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = torch.ceil(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(64496, 64, 128)]


def get_init_inputs():
    return []
