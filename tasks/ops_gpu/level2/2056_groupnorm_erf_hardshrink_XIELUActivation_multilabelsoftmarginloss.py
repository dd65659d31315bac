"""F.group_norm -> torch.erf -> F.hardshrink -> hf.XIELUActivation -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 2806, transformers#5, dim 0 x284)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """F.group_norm -> torch.erf -> F.hardshrink -> hf.XIELUActivation -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_3 = XIELUActivation()

    def forward(self, x, x1):
        x = F.group_norm(x, num_groups=2)
        x = torch.erf(x)
        x = F.hardshrink(x)
        x = self.xieluactivation_3(x)
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(18176, 1024), torch.randn(18176, 1024)]


def get_init_inputs():
    return []
