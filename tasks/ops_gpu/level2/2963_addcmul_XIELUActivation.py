"""torch.addcmul -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 4687, transformers#2, dim 0 x2364)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """torch.addcmul -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x, x1, x2):
        x = torch.addcmul(x, x1, x2)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(9456, 16, 8, 8, 8), torch.randn(9456, 16, 8, 8, 8), torch.randn(9456, 16, 8, 8, 8)]


def get_init_inputs():
    return []
