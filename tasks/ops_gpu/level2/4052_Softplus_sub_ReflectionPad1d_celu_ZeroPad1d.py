"""Softplus -> torch.sub -> ReflectionPad1d -> F.celu -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 6368, torch#5, dim 0 x1399)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.sub -> ReflectionPad1d -> F.celu -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.reflectionpad1d_2 = nn.ReflectionPad1d(padding=1)
        self.zeropad1d_4 = nn.ZeroPad1d(padding=1)

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = torch.sub(x, x1)
        x = self.reflectionpad1d_2(x)
        x = F.celu(x)
        x = self.zeropad1d_4(x)
        return x


def get_inputs():
    return [torch.randn(358144, 256), torch.randn(358144, 256)]


def get_init_inputs():
    return []
