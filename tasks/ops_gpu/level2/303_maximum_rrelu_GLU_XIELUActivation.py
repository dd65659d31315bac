"""torch.maximum -> F.rrelu -> GLU -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 461, transformers#4, dim 0 x177)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """torch.maximum -> F.rrelu -> GLU -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.glu_2 = nn.GLU()
        self.xieluactivation_3 = XIELUActivation()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = F.rrelu(x)
        x = self.glu_2(x)
        x = self.xieluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(1416, 16, 32, 32), torch.randn(1416, 16, 32, 32)]


def get_init_inputs():
    return []
