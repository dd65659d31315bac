"""torch.logaddexp2 -> LeakyReLU: synthesised by warpgym synth (seed 8, index 238, torch#2, dim 0 x1207)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp2 -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x, x1):
        x = torch.logaddexp2(x, x1)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(38624, 128, 64), torch.randn(38624, 128, 64)]


def get_init_inputs():
    return []
