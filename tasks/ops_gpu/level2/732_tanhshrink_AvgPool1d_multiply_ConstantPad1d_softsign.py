"""F.tanhshrink -> AvgPool1d -> torch.multiply -> ConstantPad1d -> F.softsign: synthesised by warpgym synth (seed 7, index 1178, torch#5, dim 0 x252)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> AvgPool1d -> torch.multiply -> ConstantPad1d -> F.softsign"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)
        self.constantpad1d_3 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = F.tanhshrink(x)
        x = self.avgpool1d_1(x)
        x = torch.multiply(x, x1)
        x = self.constantpad1d_3(x)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(4032, 32, 256), torch.randn(4032, 32, 85)]


def get_init_inputs():
    return []
