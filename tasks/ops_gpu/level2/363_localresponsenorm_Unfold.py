"""F.local_response_norm -> Unfold: synthesised by warpgym synth (seed 7, index 557, torch#2, dim 0 x918)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> Unfold"""

    def __init__(self):
        super().__init__()
        self.unfold_1 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = F.local_response_norm(x, size=4)
        x = self.unfold_1(x)
        return x


def get_inputs():
    return [torch.randn(14688, 32, 16, 16)]


def get_init_inputs():
    return []
