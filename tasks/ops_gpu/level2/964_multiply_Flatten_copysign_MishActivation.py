"""torch.multiply -> Flatten -> torch.copysign -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 1566, transformers#4, dim 0 x619)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.multiply -> Flatten -> torch.copysign -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()
        self.mishactivation_3 = MishActivation()

    def forward(self, x, x1, x2):
        x = torch.multiply(x, x1)
        x = self.flatten_1(x)
        x = torch.copysign(x, x2)
        x = self.mishactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(4952, 256, 128), torch.randn(4952, 256, 128), torch.randn(4952, 32768)]


def get_init_inputs():
    return []
