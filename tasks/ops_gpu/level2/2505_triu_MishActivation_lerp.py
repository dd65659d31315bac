"""torch.triu -> hf.MishActivation -> torch.lerp: synthesised by warpgym synth (seed 7, index 3967, transformers#3, dim 0 x1297)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.triu -> hf.MishActivation -> torch.lerp"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x, x1, x2):
        x = torch.triu(x)
        x = self.mishactivation_1(x)
        x = torch.lerp(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(20752, 32, 16, 16), torch.randn(20752, 32, 16, 16), torch.randn(20752, 32, 16, 16)]


def get_init_inputs():
    return []
