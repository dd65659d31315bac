"""hf.XIELUActivation -> F.native_channel_shuffle -> torch.erf -> F.elu: synthesised by warpgym synth (seed 8, index 75, transformers#4, dim 0 x640)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> F.native_channel_shuffle -> torch.erf -> F.elu"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = F.native_channel_shuffle(x, 2)
        x = torch.erf(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(5120, 16, 32, 32)]


def get_init_inputs():
    return []
