"""hf.XIELUActivation -> SiLU: synthesised by warpgym synth (seed 9, index 645, transformers#2, dim 0 x296)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> SiLU"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(4736, 32, 16, 16)]


def get_init_inputs():
    return []
