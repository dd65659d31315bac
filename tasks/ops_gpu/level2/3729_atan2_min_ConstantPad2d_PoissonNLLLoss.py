"""torch.atan2 -> torch.min -> ConstantPad2d -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 5089, torch#4, dim 0 x1304)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> torch.min -> ConstantPad2d -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_2 = nn.ConstantPad2d(padding=1, value=0.5)
        self.poissonnllloss_3 = nn.PoissonNLLLoss()

    def forward(self, x, x1, x2, x3):
        x = torch.atan2(x, x1)
        x = torch.min(x, x2)
        x = self.constantpad2d_2(x)
        x = self.poissonnllloss_3(x, x3)
        return x


def get_inputs():
    return [torch.randn(20864, 32, 256), torch.randn(20864, 32, 256), torch.randn(20864, 32, 256), torch.randn(20864, 34, 258)]


def get_init_inputs():
    return []
