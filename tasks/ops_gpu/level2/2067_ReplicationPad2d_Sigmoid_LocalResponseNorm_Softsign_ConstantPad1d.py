"""ReplicationPad2d -> Sigmoid -> LocalResponseNorm -> Softsign -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 3256, torch#5, dim 0 x1035)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad2d -> Sigmoid -> LocalResponseNorm -> Softsign -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)
        self.sigmoid_1 = nn.Sigmoid()
        self.localresponsenorm_2 = nn.LocalResponseNorm(size=4)
        self.softsign_3 = nn.Softsign()
        self.constantpad1d_4 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = self.sigmoid_1(x)
        x = self.localresponsenorm_2(x)
        x = self.softsign_3(x)
        x = self.constantpad1d_4(x)
        return x


def get_inputs():
    return [torch.randn(16560, 64, 128)]


def get_init_inputs():
    return []
