"""torch.addcdiv -> MaxPool1d: synthesised by warpgym synth (seed 7, index 5086, torch#2, dim 0 x4800)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcdiv -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x, x1, x2):
        x = torch.addcdiv(x, x1, x2)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(307200, 1024), torch.randn(307200, 1024), torch.randn(307200, 1024)]


def get_init_inputs():
    return []
