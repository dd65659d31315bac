"""Sigmoid -> GLU: synthesised by warpgym synth (seed 7, index 4546, torch#2, dim 0 x4710)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> GLU"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(18840, 32, 32, 32)]


def get_init_inputs():
    return []
