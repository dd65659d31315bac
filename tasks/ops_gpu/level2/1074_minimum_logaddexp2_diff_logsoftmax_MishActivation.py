"""torch.minimum -> torch.logaddexp2 -> torch.diff -> F.log_softmax -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 1747, transformers#5, dim 0 x6865)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.minimum -> torch.logaddexp2 -> torch.diff -> F.log_softmax -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_4 = MishActivation()

    def forward(self, x, x1, x2):
        x = torch.minimum(x, x1)
        x = torch.logaddexp2(x, x2)
        x = torch.diff(x)
        x = F.log_softmax(x)
        x = self.mishactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(878720, 256), torch.randn(878720, 256), torch.randn(878720, 256)]


def get_init_inputs():
    return []
