"""torch.expm1 -> torch.mode -> torch.msort -> hf.XIELUActivation -> torch.logaddexp: synthesised by warpgym synth (seed 8, index 317, transformers#5, dim 0 x2977)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """torch.expm1 -> torch.mode -> torch.msort -> hf.XIELUActivation -> torch.logaddexp"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_3 = XIELUActivation()

    def forward(self, x, x1):
        x = torch.expm1(x)
        x = torch.mode(x)[0]
        x = torch.msort(x)
        x = self.xieluactivation_3(x)
        x = torch.logaddexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(47632, 64, 128), torch.randn(47632, 64)]


def get_init_inputs():
    return []
