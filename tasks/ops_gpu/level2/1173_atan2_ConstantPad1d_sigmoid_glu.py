"""torch.atan2 -> ConstantPad1d -> F.sigmoid -> F.glu: synthesised by warpgym synth (seed 7, index 1904, torch#4, dim 0 x3209)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> ConstantPad1d -> F.sigmoid -> F.glu"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = torch.atan2(x, x1)
        x = self.constantpad1d_1(x)
        x = F.sigmoid(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(51344, 32, 256), torch.randn(51344, 32, 256)]


def get_init_inputs():
    return []
