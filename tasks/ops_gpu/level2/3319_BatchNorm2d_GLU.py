"""BatchNorm2d -> GLU: synthesised by warpgym synth (seed 7, index 5226, torch#2, dim 0 x3777)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm2d -> GLU"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_0 = nn.BatchNorm2d(num_features=16)
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = self.batchnorm2d_0(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(30216, 16, 32, 32)]


def get_init_inputs():
    return []
