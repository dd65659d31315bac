"""ZeroPad2d -> F.log_softmax: synthesised by warpgym synth (seed 7, index 5250, torch#2, dim 0 x7340)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> F.log_softmax"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(469760, 1024)]


def get_init_inputs():
    return []
