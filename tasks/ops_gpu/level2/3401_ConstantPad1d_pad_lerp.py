"""ConstantPad1d -> F.pad -> torch.lerp: synthesised by warpgym synth (seed 7, index 5350, torch#3, dim 0 x962)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> F.pad -> torch.lerp"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x, x1, x2):
        x = self.constantpad1d_0(x)
        x = F.pad(x, pad=[1, 1])
        x = torch.lerp(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(492544, 256), torch.randn(492544, 260), torch.randn(492544, 260)]


def get_init_inputs():
    return []
