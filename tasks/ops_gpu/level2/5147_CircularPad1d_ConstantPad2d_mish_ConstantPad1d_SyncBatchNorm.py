"""CircularPad1d -> ConstantPad2d -> F.mish -> ConstantPad1d -> SyncBatchNorm: synthesised by warpgym synth (seed 9, index 657, torch#5, dim 0 x993)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> ConstantPad2d -> F.mish -> ConstantPad1d -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)
        self.constantpad2d_1 = nn.ConstantPad2d(padding=1, value=0.5)
        self.constantpad1d_3 = nn.ConstantPad1d(padding=1, value=0.5)
        self.syncbatchnorm_4 = nn.SyncBatchNorm(num_features=262)

    def forward(self, x):
        x = self.circularpad1d_0(x)
        x = self.constantpad2d_1(x)
        x = F.mish(x)
        x = self.constantpad1d_3(x)
        x = self.syncbatchnorm_4(x)
        return x


def get_inputs():
    return [torch.randn(127104, 256)]


def get_init_inputs():
    return []
