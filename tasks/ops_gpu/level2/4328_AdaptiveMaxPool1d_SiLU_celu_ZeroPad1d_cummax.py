"""AdaptiveMaxPool1d -> SiLU -> F.celu -> ZeroPad1d -> torch.cummax: synthesised by warpgym synth (seed 7, index 6800, torch#5, dim 0 x6242)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> SiLU -> F.celu -> ZeroPad1d -> torch.cummax"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.silu_1 = nn.SiLU()
        self.zeropad1d_3 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = self.silu_1(x)
        x = F.celu(x)
        x = self.zeropad1d_3(x)
        x = torch.cummax(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(3195904, 256)]


def get_init_inputs():
    return []
