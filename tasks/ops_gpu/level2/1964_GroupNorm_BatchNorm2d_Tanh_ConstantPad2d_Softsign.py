"""GroupNorm -> BatchNorm2d -> Tanh -> ConstantPad2d -> Softsign: synthesised by warpgym synth (seed 7, index 3097, torch#5, dim 0 x957)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> BatchNorm2d -> Tanh -> ConstantPad2d -> Softsign"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=32, num_groups=2)
        self.batchnorm2d_1 = nn.BatchNorm2d(num_features=32)
        self.tanh_2 = nn.Tanh()
        self.constantpad2d_3 = nn.ConstantPad2d(padding=1, value=0.5)
        self.softsign_4 = nn.Softsign()

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.batchnorm2d_1(x)
        x = self.tanh_2(x)
        x = self.constantpad2d_3(x)
        x = self.softsign_4(x)
        return x


def get_inputs():
    return [torch.randn(15312, 32, 16, 16)]


def get_init_inputs():
    return []
