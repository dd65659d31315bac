"""torch.transpose -> ReLU: synthesised by warpgym synth (seed 7, index 5305, torch#2, dim 0 x3964)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> ReLU"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = self.relu_1(x)
        return x


def get_inputs():
    return [torch.randn(2029568, 256)]


def get_init_inputs():
    return []
