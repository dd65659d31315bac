"""torch.unsqueeze -> RReLU: synthesised by warpgym synth (seed 9, index 809, torch#2, dim 0 x1215)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.unsqueeze -> RReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = torch.unsqueeze(x, -1)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(9720, 16, 32, 32)]


def get_init_inputs():
    return []
