"""ConstantPad1d -> torch.ldexp -> torch.sort -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 3919, transformers#4, dim 0 x670)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """ConstantPad1d -> torch.ldexp -> torch.sort -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.geluactivation_3 = GELUActivation()

    def forward(self, x, x1):
        x = self.constantpad1d_0(x)
        x = torch.ldexp(x, x1)
        x = torch.sort(x)[0]
        x = self.geluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(2680, 32, 32, 32), torch.randn(2680, 32, 32, 34)]


def get_init_inputs():
    return []
