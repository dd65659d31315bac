"""torch.angle -> RReLU: synthesised by warpgym synth (seed 7, index 2447, torch#2, dim 0 x2671)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> RReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = torch.angle(x)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(683776, 512)]


def get_init_inputs():
    return []
