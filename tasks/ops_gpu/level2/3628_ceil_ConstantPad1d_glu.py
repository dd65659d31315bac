"""torch.ceil -> ConstantPad1d -> F.glu: synthesised by warpgym synth (seed 7, index 5700, torch#3, dim 0 x1148)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ceil -> ConstantPad1d -> F.glu"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = torch.ceil(x)
        x = self.constantpad1d_1(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(293888, 256)]


def get_init_inputs():
    return []
