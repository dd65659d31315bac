"""LocalResponseNorm -> ReLU6: synthesised by warpgym synth (seed 7, index 2829, torch#2, dim 0 x523)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.relu6_1 = nn.ReLU6()

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.relu6_1(x)
        return x


def get_inputs():
    return [torch.randn(8368, 64, 128)]


def get_init_inputs():
    return []
