"""ConstantPad2d -> F.tanh -> ZeroPad2d -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 2353, torch#4, dim 0 x2129)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> F.tanh -> ZeroPad2d -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.zeropad2d_2 = nn.ZeroPad2d(padding=1)
        self.syncbatchnorm_3 = nn.SyncBatchNorm(num_features=1028)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = F.tanh(x)
        x = self.zeropad2d_2(x)
        x = self.syncbatchnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(136256, 1024)]


def get_init_inputs():
    return []
