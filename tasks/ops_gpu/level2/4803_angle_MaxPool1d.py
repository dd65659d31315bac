"""torch.angle -> MaxPool1d: synthesised by warpgym synth (seed 9, index 116, torch#2, dim 0 x671)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = torch.angle(x)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(5368, 256, 128)]


def get_init_inputs():
    return []
