"""ConstantPad2d -> torch.fix -> F.max_pool3d_with_indices -> HuberLoss: synthesised by warpgym synth (seed 8, index 88, torch#4, dim 0 x5082)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> torch.fix -> F.max_pool3d_with_indices -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.huberloss_3 = nn.HuberLoss()

    def forward(self, x, x1):
        x = self.constantpad2d_0(x)
        x = torch.fix(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.huberloss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(20328, 32, 32, 32), torch.randn(20328, 10, 11, 11)]


def get_init_inputs():
    return []
