"""ReflectionPad2d -> torch.fmin -> torch.min -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 4501, transformers#4, dim 0 x488)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """ReflectionPad2d -> torch.fmin -> torch.min -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.geluactivation_3 = GELUActivation()

    def forward(self, x, x1, x2):
        x = self.reflectionpad2d_0(x)
        x = torch.fmin(x, x1)
        x = torch.min(x, x2)
        x = self.geluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(3904, 256, 128), torch.randn(3904, 258, 130), torch.randn(3904, 258, 130)]


def get_init_inputs():
    return []
