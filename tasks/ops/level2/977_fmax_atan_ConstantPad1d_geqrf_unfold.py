"""torch.fmax -> torch.atan -> ConstantPad1d -> torch.geqrf -> F.unfold: synthesised by warpgym synth (seed 7, index 1287, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmax -> torch.atan -> ConstantPad1d -> torch.geqrf -> F.unfold"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_2 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = torch.fmax(x, x1)
        x = torch.atan(x)
        x = self.constantpad1d_2(x)
        x = torch.geqrf(x)[0]
        x = F.unfold(x, kernel_size=3)
        return x


def get_inputs():
    return [torch.randn(16, 64, 128), torch.randn(16, 64, 128)]


def get_init_inputs():
    return []
