"""F.pad -> F.glu -> ReLU6: synthesised by warpgym synth (seed 7, index 1273, torch#3, dim 0 x2544)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> F.glu -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.relu6_2 = nn.ReLU6()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = F.glu(x)
        x = self.relu6_2(x)
        return x


def get_inputs():
    return [torch.randn(1302528, 256)]


def get_init_inputs():
    return []
