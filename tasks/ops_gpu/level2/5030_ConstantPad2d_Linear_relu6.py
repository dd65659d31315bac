"""ConstantPad2d -> Linear -> F.relu6: synthesised by warpgym synth (seed 9, index 482, torch#3, dim 0 x3538)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> Linear -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.linear_1 = nn.Linear(in_features=34, out_features=34)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = self.linear_1(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(14152, 32, 32, 32)]


def get_init_inputs():
    return []
