"""F.pixel_unshuffle -> torch.logaddexp2 -> hf.XIELUActivation -> F.relu: synthesised by warpgym synth (seed 7, index 3982, transformers#4, dim 0 x155)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """F.pixel_unshuffle -> torch.logaddexp2 -> hf.XIELUActivation -> F.relu"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_2 = XIELUActivation()

    def forward(self, x, x1):
        x = F.pixel_unshuffle(x, 2)
        x = torch.logaddexp2(x, x1)
        x = self.xieluactivation_2(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(1240, 16, 32, 32), torch.randn(1240, 64, 16, 16)]


def get_init_inputs():
    return []
