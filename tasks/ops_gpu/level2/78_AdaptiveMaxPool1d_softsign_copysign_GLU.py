"""AdaptiveMaxPool1d -> F.softsign -> torch.copysign -> GLU: synthesised by warpgym synth (seed 7, index 109, torch#4, dim 0 x14610)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> F.softsign -> torch.copysign -> GLU"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.glu_3 = nn.GLU()

    def forward(self, x, x1):
        x = self.adaptivemaxpool1d_0(x)
        x = F.softsign(x)
        x = torch.copysign(x, x1)
        x = self.glu_3(x)
        return x


def get_inputs():
    return [torch.randn(3740160, 256), torch.randn(3740160, 4)]


def get_init_inputs():
    return []
