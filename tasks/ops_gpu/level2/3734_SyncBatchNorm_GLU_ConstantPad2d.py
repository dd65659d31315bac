"""SyncBatchNorm -> GLU -> ConstantPad2d: synthesised by warpgym synth (seed 7, index 5856, torch#3, dim 0 x5126)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> GLU -> ConstantPad2d"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=32)
        self.glu_1 = nn.GLU()
        self.constantpad2d_2 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.glu_1(x)
        x = self.constantpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(20504, 32, 32, 32)]


def get_init_inputs():
    return []
