"""torch.hypot -> hf.MishActivation -> torch.logsumexp: synthesised by warpgym synth (seed 9, index 775, transformers#3, dim 0 x3624)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.hypot -> hf.MishActivation -> torch.logsumexp"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = self.mishactivation_1(x)
        x = torch.logsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(231936, 1024), torch.randn(231936, 1024)]


def get_init_inputs():
    return []
